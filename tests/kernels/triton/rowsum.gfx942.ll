; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

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
  %12 = and i32 %5, 15, !dbg !13
  %13 = and i32 %11, 240, !dbg !14
  %14 = or disjoint i32 %13, %12, !dbg !14
  %15 = shl nuw nsw i32 %14, 4, !dbg !14
  %16 = or disjoint i32 %15, 4096, !dbg !14
  %17 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !15
  %18 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %17, i32 %15, i32 0, i32 0), !dbg !15
  %19 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %17, i32 %16, i32 0, i32 0), !dbg !15
  %20 = shufflevector <4 x float> %18, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !16
  %21 = shufflevector <4 x float> %18, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !16
  %22 = shufflevector <4 x float> %19, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !16
  %23 = shufflevector <4 x float> %19, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !16
  %24 = fadd <2 x float> %20, %21, !dbg !16
  %25 = fadd <2 x float> %22, %23, !dbg !16
  %26 = shufflevector <2 x float> %24, <2 x float> %25, <2 x i32> <i32 0, i32 2>, !dbg !21
  %27 = shufflevector <2 x float> %24, <2 x float> %25, <2 x i32> <i32 1, i32 3>, !dbg !21
  %28 = fadd <2 x float> %26, %27, !dbg !21
  %29 = bitcast <2 x float> %28 to <2 x i32>, !dbg !16
  %30 = extractelement <2 x i32> %29, i64 0, !dbg !16
  %31 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %30, i32 296, i32 15, i32 15, i1 true), !dbg !16
  %32 = extractelement <2 x i32> %29, i64 1, !dbg !16
  %33 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %32, i32 296, i32 15, i32 15, i1 true), !dbg !16
  %34 = insertelement <2 x i32> poison, i32 %31, i64 0, !dbg !16
  %35 = insertelement <2 x i32> %34, i32 %33, i64 1, !dbg !16
  %36 = bitcast <2 x i32> %35 to <2 x float>, !dbg !16
  %37 = fadd <2 x float> %28, %36, !dbg !21
  %38 = bitcast <2 x float> %37 to <2 x i32>, !dbg !16
  %39 = extractelement <2 x i32> %38, i64 0, !dbg !16
  %40 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %39, i32 321, i32 15, i32 15, i1 true), !dbg !16
  %41 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %40, i32 27, i32 15, i32 15, i1 true), !dbg !16
  %42 = extractelement <2 x i32> %38, i64 1, !dbg !16
  %43 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %42, i32 321, i32 15, i32 15, i1 true), !dbg !16
  %44 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %43, i32 27, i32 15, i32 15, i1 true), !dbg !16
  %45 = insertelement <2 x i32> poison, i32 %41, i64 0, !dbg !16
  %46 = insertelement <2 x i32> %45, i32 %44, i64 1, !dbg !16
  %47 = bitcast <2 x i32> %46 to <2 x float>, !dbg !16
  %48 = fadd <2 x float> %37, %47, !dbg !21
  %49 = bitcast <2 x float> %48 to <2 x i32>, !dbg !16
  %50 = extractelement <2 x i32> %49, i64 0, !dbg !16
  %51 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %50, i32 78, i32 15, i32 15, i1 true), !dbg !16
  %52 = extractelement <2 x i32> %49, i64 1, !dbg !16
  %53 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %52, i32 78, i32 15, i32 15, i1 true), !dbg !16
  %54 = insertelement <2 x i32> poison, i32 %51, i64 0, !dbg !16
  %55 = insertelement <2 x i32> %54, i32 %53, i64 1, !dbg !16
  %56 = bitcast <2 x i32> %55 to <2 x float>, !dbg !16
  %57 = fadd <2 x float> %48, %56, !dbg !21
  %58 = bitcast <2 x float> %57 to <2 x i32>, !dbg !16
  %59 = extractelement <2 x i32> %58, i64 0, !dbg !16
  %60 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %59, i32 177, i32 15, i32 15, i1 true), !dbg !16
  %61 = extractelement <2 x i32> %58, i64 1, !dbg !16
  %62 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %61, i32 177, i32 15, i32 15, i1 true), !dbg !16
  %63 = insertelement <2 x i32> poison, i32 %60, i64 0, !dbg !16
  %64 = insertelement <2 x i32> %63, i32 %62, i64 1, !dbg !16
  %65 = bitcast <2 x i32> %64 to <2 x float>, !dbg !16
  %66 = fadd <2 x float> %57, %65, !dbg !21
  %67 = lshr i32 %11, 1, !dbg !11
  %68 = and i32 %67, 120, !dbg !11
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %68, !dbg !11
  store <2 x float> %66, ptr addrspace(3) %69, align 8, !dbg !11
  fence syncscope("workgroup") release, !dbg !11, !mmra !22
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !22
  %70 = shl nuw nsw i32 %12, 3, !dbg !11
  %71 = lshr i32 %5, 2, !dbg !11
  %72 = and i32 %71, 4, !dbg !11
  %73 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %70, !dbg !11
  %74 = getelementptr inbounds nuw i8, ptr addrspace(3) %73, i32 %72, !dbg !11
  %75 = load float, ptr addrspace(3) %74, align 4, !dbg !11
  %76 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !11
  %77 = and i32 %5, 32, !dbg !11
  %78 = or disjoint i32 %8, %77, !dbg !11
  %79 = icmp eq i32 %78, 0, !dbg !11
  %80 = shl nuw nsw i32 %5, 2, !dbg !11
  %81 = and i32 %80, 124, !dbg !11
  %82 = select i1 %79, i32 %81, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %75, ptr addrspace(8) %76, i32 %82, i32 0, i32 0), !dbg !11
  ret void, !dbg !23
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
!14 = !DILocation(line: 67, column: 52, scope: !4)
!15 = !DILocation(line: 67, column: 44, scope: !4)
!16 = !DILocation(line: 314, column: 12, scope: !17, inlinedAt: !19)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !18, discriminator: 0)
!18 = !DIFile(filename: "standard.py", directory: ".")
!19 = !DILocation(line: 67, column: 37, scope: !20)
!20 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!21 = !DILocation(line: 287, column: 12, scope: !17, inlinedAt: !16)
!22 = !{!"amdgpu-synchronize-as", !"local"}
!23 = !DILocation(line: 63, column: 1, scope: !4)
