; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.50-amd-amdhsa"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @matmul(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !13
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !13
  %8 = lshr i32 %7, 6, !dbg !13
  %9 = and i32 %8, 3, !dbg !13
  %10 = and i32 %6, 32, !dbg !14
  %11 = lshr exact i32 %10, 3, !dbg !14
  %12 = shl nuw nsw i32 %6, 2, !dbg !14
  %13 = and i32 %12, 28, !dbg !14
  %14 = shl nuw nsw i32 %9, 8, !dbg !15
  %15 = and i32 %12, 252, !dbg !15
  %16 = or disjoint i32 %14, %15, !dbg !15
  %17 = and i32 %16, 992, !dbg !15
  %18 = or disjoint i32 %17, %13, !dbg !15
  %19 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !16
  %20 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %19, i32 %18, i32 0, i32 0), !dbg !16
  %21 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !17
  %22 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %21, i32 %18, i32 0, i32 0), !dbg !17
  %23 = shl nuw nsw i32 %6, 5, !dbg !18
  %24 = and i32 %23, 992, !dbg !18
  %25 = or disjoint i32 %24, %11, !dbg !18
  %26 = and i32 %16, 764, !dbg !16
  %27 = and i32 %7, 64, !dbg !16
  %28 = icmp eq i32 %27, 0, !dbg !16
  %29 = select i1 %28, i32 0, i32 272, !dbg !16
  %30 = xor i32 %26, %29, !dbg !16
  %31 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %30, !dbg !16
  store i32 %20, ptr addrspace(3) %31, align 4, !dbg !16
  fence syncscope("workgroup") release, !dbg !16, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !19
  %32 = and i32 %23, 736, !dbg !16
  %33 = and i32 %6, 8, !dbg !16
  %34 = icmp eq i32 %33, 0, !dbg !16
  %35 = select i1 %34, i32 0, i32 272, !dbg !16
  %36 = lshr exact i32 %10, 1, !dbg !16
  %37 = xor i32 %35, %36, !dbg !16
  %38 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %32, !dbg !16
  %39 = getelementptr inbounds nuw i8, ptr addrspace(3) %38, i32 %37, !dbg !16
  %40 = load <4 x i32>, ptr addrspace(3) %39, align 16, !dbg !16
  fence syncscope("workgroup") release, !dbg !17, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17, !mmra !19
  store i32 %22, ptr addrspace(3) %31, align 4, !dbg !17
  fence syncscope("workgroup") release, !dbg !17, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17, !mmra !19
  %41 = shl nuw nsw i32 %6, 4, !dbg !17
  %42 = and i32 %41, 736, !dbg !17
  %43 = shl nuw nsw i32 %6, 3, !dbg !17
  %44 = and i32 %43, 8, !dbg !17
  %45 = and i32 %6, 16, !dbg !17
  %46 = or disjoint i32 %44, %45, !dbg !17
  %47 = or disjoint i32 %46, %42, !dbg !17
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %47, !dbg !17
  %49 = tail call <2 x i32> @llvm.amdgcn.ds.read.tr8.b64.v2i32(ptr addrspace(3) %48), !dbg !17
  %50 = bitcast <2 x i32> %49 to <8 x i8>, !dbg !17
  %51 = xor i32 %47, 272, !dbg !17
  %52 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %51, !dbg !17
  %53 = tail call <2 x i32> @llvm.amdgcn.ds.read.tr8.b64.v2i32(ptr addrspace(3) nonnull %52), !dbg !17
  %54 = bitcast <2 x i32> %53 to <8 x i8>, !dbg !17
  %55 = shufflevector <8 x i8> %50, <8 x i8> %54, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !20
  %56 = bitcast <16 x i8> %55 to <4 x i32>, !dbg !20
  %57 = tail call <16 x i32> @llvm.amdgcn.mfma.i32.32x32x32.i8(<4 x i32> %56, <4 x i32> %40, <16 x i32> zeroinitializer, i32 0, i32 0, i32 0), !dbg !20
  %58 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !13
  %59 = icmp eq i32 %9, 0, !dbg !13
  %60 = shufflevector <16 x i32> %57, <16 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !13
  %61 = shl nuw nsw i32 %25, 2, !dbg !13
  %62 = select i1 %59, i32 %61, i32 -2147483648, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32> %60, ptr addrspace(8) %58, i32 %62, i32 0, i32 0), !dbg !13
  %63 = shufflevector <16 x i32> %57, <16 x i32> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !13
  %64 = or disjoint i32 %61, 32, !dbg !13
  %65 = select i1 %59, i32 %64, i32 -2147483648, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32> %63, ptr addrspace(8) %58, i32 %65, i32 0, i32 0), !dbg !13
  %66 = shufflevector <16 x i32> %57, <16 x i32> poison, <4 x i32> <i32 8, i32 9, i32 10, i32 11>, !dbg !13
  %67 = or disjoint i32 %61, 64, !dbg !13
  %68 = select i1 %59, i32 %67, i32 -2147483648, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32> %66, ptr addrspace(8) %58, i32 %68, i32 0, i32 0), !dbg !13
  %69 = shufflevector <16 x i32> %57, <16 x i32> poison, <4 x i32> <i32 12, i32 13, i32 14, i32 15>, !dbg !13
  %70 = or disjoint i32 %61, 96, !dbg !13
  %71 = select i1 %59, i32 %70, i32 -2147483648, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32> %69, ptr addrspace(8) %58, i32 %71, i32 0, i32 0), !dbg !13
  ret void, !dbg !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare <2 x i32> @llvm.amdgcn.ds.read.tr8.b64.v2i32(ptr addrspace(3) captures(none)) #6

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x i32> @llvm.amdgcn.mfma.i32.32x32x32.i8(<4 x i32>, <4 x i32>, <16 x i32>, i32 immarg, i32 immarg, i32 immarg) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.v4i32(<4 x i32>, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #8

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "matmul", linkageName: "matmul", scope: !1, file: !1, line: 95, type: !5, scopeLine: 95, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 8, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!13 = !DILocation(line: 102, column: 5, scope: !4)
!14 = !DILocation(line: 100, column: 39, scope: !4)
!15 = !DILocation(line: 100, column: 17, scope: !4)
!16 = !DILocation(line: 100, column: 9, scope: !4)
!17 = !DILocation(line: 101, column: 9, scope: !4)
!18 = !DILocation(line: 102, column: 14, scope: !4)
!19 = !{!"amdgpu-synchronize-as", !"local"}
!20 = !DILocation(line: 102, column: 49, scope: !4)
!21 = !DILocation(line: 95, column: 1, scope: !4)
