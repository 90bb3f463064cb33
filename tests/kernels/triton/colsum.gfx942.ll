; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @colsum(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree readnone captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3) local_unnamed_addr #0 !dbg !4 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %6 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %5), !dbg !11
  %7 = lshr i32 %6, 6, !dbg !11
  %8 = and i32 %7, 3, !dbg !11
  %9 = and i32 %5, 31, !dbg !12
  %10 = shl nuw nsw i32 %5, 4, !dbg !12
  %11 = and i32 %10, 112, !dbg !12
  %12 = shl nuw nsw i32 %8, 10, !dbg !13
  %.masked = and i32 %10, 896, !dbg !13
  %13 = or disjoint i32 %12, %.masked, !dbg !13
  %14 = or disjoint i32 %13, %11, !dbg !13
  %15 = or disjoint i32 %14, 4096, !dbg !13
  %16 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !14
  %17 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %16, i32 %14, i32 0, i32 0), !dbg !14
  %18 = extractelement <4 x i32> %17, i64 0, !dbg !14
  %19 = extractelement <4 x i32> %17, i64 1, !dbg !14
  %20 = extractelement <4 x i32> %17, i64 2, !dbg !14
  %21 = extractelement <4 x i32> %17, i64 3, !dbg !14
  %22 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %16, i32 %15, i32 0, i32 0), !dbg !14
  %23 = extractelement <4 x i32> %22, i64 0, !dbg !14
  %24 = extractelement <4 x i32> %22, i64 1, !dbg !14
  %25 = extractelement <4 x i32> %22, i64 2, !dbg !14
  %26 = extractelement <4 x i32> %22, i64 3, !dbg !14
  %27 = add i32 %23, %18, !dbg !15
  %28 = add i32 %24, %19, !dbg !15
  %29 = add i32 %25, %20, !dbg !15
  %30 = add i32 %26, %21, !dbg !15
  %31 = shl nuw nsw i32 %5, 2, !dbg !18
  %32 = and i32 %31, 252, !dbg !18
  %33 = xor i32 %32, 128, !dbg !18
  %34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %33, i32 %27), !dbg !18
  %35 = add i32 %27, %34, !dbg !15
  %36 = xor i32 %32, 64, !dbg !18
  %37 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %35), !dbg !18
  %38 = add i32 %35, %37, !dbg !15
  %39 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %38, i32 296, i32 15, i32 15, i1 true), !dbg !18
  %40 = add i32 %38, %39, !dbg !15
  %41 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %33, i32 %28), !dbg !18
  %42 = add i32 %41, %28, !dbg !15
  %43 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %42), !dbg !18
  %44 = add i32 %42, %43, !dbg !15
  %45 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %44, i32 296, i32 15, i32 15, i1 true), !dbg !18
  %46 = add i32 %44, %45, !dbg !15
  %47 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %33, i32 %29), !dbg !18
  %48 = add i32 %47, %29, !dbg !15
  %49 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %48), !dbg !18
  %50 = add i32 %48, %49, !dbg !15
  %51 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %50, i32 296, i32 15, i32 15, i1 true), !dbg !18
  %52 = add i32 %50, %51, !dbg !15
  %53 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %33, i32 %30), !dbg !18
  %54 = add i32 %53, %30, !dbg !15
  %55 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %54), !dbg !18
  %56 = add i32 %54, %55, !dbg !15
  %57 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %56, i32 296, i32 15, i32 15, i1 true), !dbg !18
  %58 = add i32 %56, %57, !dbg !15
  %59 = shl nuw nsw i32 %8, 7, !dbg !18
  %60 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %11, !dbg !18
  %61 = getelementptr inbounds nuw i8, ptr addrspace(3) %60, i32 %59, !dbg !18
  %62 = insertelement <4 x i32> poison, i32 %40, i64 0, !dbg !18
  %63 = insertelement <4 x i32> %62, i32 %46, i64 1, !dbg !18
  %64 = insertelement <4 x i32> %63, i32 %52, i64 2, !dbg !18
  %65 = insertelement <4 x i32> %64, i32 %58, i64 3, !dbg !18
  store <4 x i32> %65, ptr addrspace(3) %61, align 16, !dbg !18
  fence syncscope("workgroup") release, !dbg !18, !mmra !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18, !mmra !21
  %66 = shl nuw nsw i32 %9, 4, !dbg !18
  %67 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %66, !dbg !18
  %68 = load <4 x i32>, ptr addrspace(3) %67, align 16, !dbg !18
  %69 = extractelement <4 x i32> %68, i64 0, !dbg !18
  %70 = extractelement <4 x i32> %68, i64 1, !dbg !18
  %71 = extractelement <4 x i32> %68, i64 2, !dbg !18
  %72 = extractelement <4 x i32> %68, i64 3, !dbg !18
  %73 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %69), !dbg !18
  %74 = add i32 %69, %73, !dbg !15
  %75 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %74, i32 296, i32 15, i32 15, i1 true), !dbg !18
  %76 = add i32 %74, %75, !dbg !15
  %77 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %70), !dbg !18
  %78 = add i32 %77, %70, !dbg !15
  %79 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %78, i32 296, i32 15, i32 15, i1 true), !dbg !18
  %80 = add i32 %78, %79, !dbg !15
  %81 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %71), !dbg !18
  %82 = add i32 %81, %71, !dbg !15
  %83 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %82, i32 296, i32 15, i32 15, i1 true), !dbg !18
  %84 = add i32 %82, %83, !dbg !15
  %85 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %72), !dbg !18
  %86 = add i32 %85, %72, !dbg !15
  %87 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %86, i32 296, i32 15, i32 15, i1 true), !dbg !18
  %88 = add i32 %86, %87, !dbg !15
  fence syncscope("workgroup") release, !dbg !11, !mmra !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !21
  %89 = insertelement <4 x i32> poison, i32 %76, i64 0, !dbg !11
  %90 = insertelement <4 x i32> %89, i32 %80, i64 1, !dbg !11
  %91 = insertelement <4 x i32> %90, i32 %84, i64 2, !dbg !11
  %92 = insertelement <4 x i32> %91, i32 %88, i64 3, !dbg !11
  store <4 x i32> %92, ptr addrspace(3) %60, align 16, !dbg !11
  fence syncscope("workgroup") release, !dbg !11, !mmra !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !21
  %93 = shl nuw nsw i32 %9, 2, !dbg !11
  %94 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %93, !dbg !11
  %95 = load i32, ptr addrspace(3) %94, align 4, !dbg !11
  %96 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !11
  %97 = and i32 %5, 32, !dbg !11
  %98 = or disjoint i32 %8, %97, !dbg !11
  %99 = icmp eq i32 %98, 0, !dbg !11
  %100 = select i1 %99, i32 %93, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %95, ptr addrspace(8) %96, i32 %100, i32 0, i32 0), !dbg !11
  ret void, !dbg !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

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
!4 = distinct !DISubprogram(name: "colsum", linkageName: "colsum", scope: !1, file: !1, line: 71, type: !5, scopeLine: 71, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 75, column: 5, scope: !4)
!12 = !DILocation(line: 74, column: 9, scope: !4)
!13 = !DILocation(line: 75, column: 52, scope: !4)
!14 = !DILocation(line: 75, column: 44, scope: !4)
!15 = !DILocation(line: 287, column: 12, scope: !16, inlinedAt: !18)
!16 = distinct !DILexicalBlockFile(scope: !4, file: !17, discriminator: 0)
!17 = !DIFile(filename: "standard.py", directory: ".")
!18 = !DILocation(line: 314, column: 12, scope: !16, inlinedAt: !19)
!19 = !DILocation(line: 75, column: 37, scope: !20)
!20 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!21 = !{!"amdgpu-synchronize-as", !"local"}
!22 = !DILocation(line: 71, column: 1, scope: !4)
