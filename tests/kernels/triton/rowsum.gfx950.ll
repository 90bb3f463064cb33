; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.50-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @rowsum(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree readnone captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3) local_unnamed_addr #0 !dbg !4 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %6 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %5), !dbg !11
  %7 = lshr i32 %6, 6, !dbg !11
  %8 = and i32 %7, 3, !dbg !11
  %9 = and i32 %5, 63, !dbg !12
  %10 = shl nuw nsw i32 %8, 6, !dbg !12
  %11 = or disjoint i32 %10, %9, !dbg !12
  %12 = shl nuw nsw i32 %5, 4, !dbg !13
  %13 = and i32 %12, 240, !dbg !13
  %14 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !14
  %15 = shl nuw nsw i32 %11, 4, !dbg !14
  %16 = and i32 %15, 3840, !dbg !14
  %17 = or disjoint i32 %16, %13, !dbg !14
  %18 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %14, i32 %17, i32 0, i32 0), !dbg !14
  %19 = or disjoint i32 %17, 4096, !dbg !14
  %20 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %14, i32 %19, i32 0, i32 0), !dbg !14
  %21 = shufflevector <4 x float> %18, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !15
  %22 = shufflevector <4 x float> %18, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !15
  %23 = shufflevector <4 x float> %20, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !15
  %24 = shufflevector <4 x float> %20, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !15
  %25 = fadd <2 x float> %21, %22, !dbg !15
  %26 = fadd <2 x float> %23, %24, !dbg !15
  %27 = extractelement <2 x float> %25, i64 0, !dbg !15
  %28 = extractelement <2 x float> %25, i64 1, !dbg !15
  %29 = fadd float %27, %28, !dbg !20
  %30 = bitcast float %29 to i32, !dbg !15
  %31 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %30, i32 296, i32 15, i32 15, i1 true), !dbg !15
  %32 = bitcast i32 %31 to float, !dbg !15
  %33 = fadd float %29, %32, !dbg !20
  %34 = bitcast float %33 to i32, !dbg !15
  %35 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %34, i32 321, i32 15, i32 15, i1 true), !dbg !15
  %36 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %35, i32 27, i32 15, i32 15, i1 true), !dbg !15
  %37 = bitcast i32 %36 to float, !dbg !15
  %38 = fadd float %33, %37, !dbg !20
  %39 = bitcast float %38 to i32, !dbg !15
  %40 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %39, i32 78, i32 15, i32 15, i1 true), !dbg !15
  %41 = bitcast i32 %40 to float, !dbg !15
  %42 = shufflevector <2 x float> %26, <2 x float> poison, <2 x i32> <i32 poison, i32 0>, !dbg !20
  %43 = insertelement <2 x float> %42, float %38, i64 0, !dbg !20
  %44 = insertelement <2 x float> %26, float %41, i64 0, !dbg !20
  %45 = fadd <2 x float> %43, %44, !dbg !20
  %46 = bitcast <2 x float> %45 to <2 x i32>, !dbg !15
  %47 = extractelement <2 x i32> %46, i64 0, !dbg !15
  %48 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %47, i32 177, i32 15, i32 15, i1 true), !dbg !15
  %49 = bitcast i32 %48 to float, !dbg !15
  %50 = extractelement <2 x float> %45, i64 0, !dbg !20
  %51 = fadd float %50, %49, !dbg !20
  %52 = extractelement <2 x i32> %46, i64 1, !dbg !15
  %53 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %52, i32 296, i32 15, i32 15, i1 true), !dbg !15
  %54 = bitcast i32 %53 to float, !dbg !15
  %55 = extractelement <2 x float> %45, i64 1, !dbg !20
  %56 = fadd float %55, %54, !dbg !20
  %57 = bitcast float %56 to i32, !dbg !15
  %58 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %57, i32 321, i32 15, i32 15, i1 true), !dbg !15
  %59 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %58, i32 27, i32 15, i32 15, i1 true), !dbg !15
  %60 = bitcast i32 %59 to float, !dbg !15
  %61 = fadd float %56, %60, !dbg !20
  %62 = bitcast float %61 to i32, !dbg !15
  %63 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %62, i32 78, i32 15, i32 15, i1 true), !dbg !15
  %64 = bitcast i32 %63 to float, !dbg !15
  %65 = fadd float %61, %64, !dbg !20
  %66 = bitcast float %65 to i32, !dbg !15
  %67 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %66, i32 177, i32 15, i32 15, i1 true), !dbg !15
  %68 = bitcast i32 %67 to float, !dbg !15
  %69 = fadd float %65, %68, !dbg !20
  %70 = lshr i32 %11, 2, !dbg !11
  %71 = and i32 %70, 60, !dbg !11
  %72 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %71, !dbg !11
  %73 = insertelement <1 x float> poison, float %51, i64 0, !dbg !11
  store <1 x float> %73, ptr addrspace(3) %72, align 4, !dbg !11
  %74 = getelementptr inbounds nuw i8, ptr addrspace(3) %72, i32 64, !dbg !11
  %75 = insertelement <1 x float> poison, float %69, i64 0, !dbg !11
  store <1 x float> %75, ptr addrspace(3) %74, align 4, !dbg !11
  fence syncscope("workgroup") release, !dbg !11, !mmra !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !21
  %76 = shl nuw nsw i32 %5, 2, !dbg !11
  %77 = and i32 %76, 124, !dbg !11
  %78 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %77, !dbg !11
  %79 = load float, ptr addrspace(3) %78, align 4, !dbg !11
  %80 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !11
  %81 = and i32 %5, 32, !dbg !11
  %82 = or disjoint i32 %8, %81, !dbg !11
  %83 = icmp eq i32 %82, 0, !dbg !11
  %84 = select i1 %83, i32 %77, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %79, ptr addrspace(8) %80, i32 %84, i32 0, i32 0), !dbg !11
  ret void, !dbg !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "rowsum", linkageName: "rowsum", scope: !1, file: !1, line: 63, type: !5, scopeLine: 63, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 67, column: 5, scope: !4)
!12 = !DILocation(line: 65, column: 9, scope: !4)
!13 = !DILocation(line: 66, column: 9, scope: !4)
!14 = !DILocation(line: 67, column: 44, scope: !4)
!15 = !DILocation(line: 314, column: 12, scope: !16, inlinedAt: !18)
!16 = distinct !DILexicalBlockFile(scope: !4, file: !17, discriminator: 0)
!17 = !DIFile(filename: "standard.py", directory: ".")
!18 = !DILocation(line: 67, column: 37, scope: !19)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!20 = !DILocation(line: 287, column: 12, scope: !16, inlinedAt: !15)
!21 = !{!"amdgpu-synchronize-as", !"local"}
!22 = !DILocation(line: 63, column: 1, scope: !4)
