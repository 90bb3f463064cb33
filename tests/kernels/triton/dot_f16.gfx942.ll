; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @matmul(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !13
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !13
  %8 = lshr i32 %7, 6, !dbg !13
  %9 = and i32 %8, 3, !dbg !13
  %10 = and i32 %6, 63, !dbg !14
  %11 = shl nuw nsw i32 %9, 6, !dbg !14
  %12 = or disjoint i32 %11, %10, !dbg !14
  %13 = and i32 %6, 31, !dbg !14
  %14 = and i32 %6, 32, !dbg !15
  %15 = lshr exact i32 %14, 1, !dbg !15
  %16 = shl nuw nsw i32 %6, 3, !dbg !15
  %17 = and i32 %16, 56, !dbg !15
  %18 = shl nuw nsw i32 %12, 3, !dbg !16
  %19 = and i32 %18, 1984, !dbg !16
  %20 = or disjoint i32 %19, %17, !dbg !16
  %21 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !17
  %22 = tail call <2 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v2i32(ptr addrspace(8) %21, i32 %20, i32 0, i32 0), !dbg !17
  %23 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !18
  %24 = tail call <2 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v2i32(ptr addrspace(8) %23, i32 %20, i32 0, i32 0), !dbg !18
  %25 = shl nuw nsw i32 %13, 7, !dbg !19
  %26 = or disjoint i32 %25, %15, !dbg !19
  %27 = lshr i32 %12, 1, !dbg !17
  %28 = and i32 %27, 56, !dbg !17
  %29 = xor i32 %28, %18, !dbg !17
  %30 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %29, !dbg !17
  store <2 x i32> %22, ptr addrspace(3) %30, align 8, !dbg !17
  fence syncscope("workgroup") release, !dbg !17, !mmra !20
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17, !mmra !20
  %31 = shl nuw nsw i32 %13, 6, !dbg !17
  %32 = shl nuw nsw i32 %6, 2, !dbg !17
  %33 = and i32 %32, 56, !dbg !17
  %34 = lshr exact i32 %14, 2, !dbg !17
  %35 = xor i32 %33, %34, !dbg !17
  %36 = or disjoint i32 %35, %31, !dbg !17
  %37 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %36, !dbg !17
  %38 = load <4 x half>, ptr addrspace(3) %37, align 8, !dbg !17
  %39 = xor i32 %36, 16, !dbg !17
  %40 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %39, !dbg !17
  %41 = load <4 x half>, ptr addrspace(3) %40, align 8, !dbg !17
  %42 = xor i32 %36, 32, !dbg !17
  %43 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %42, !dbg !17
  %44 = load <4 x half>, ptr addrspace(3) %43, align 8, !dbg !17
  %45 = xor i32 %36, 48, !dbg !17
  %46 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %45, !dbg !17
  %47 = load <4 x half>, ptr addrspace(3) %46, align 8, !dbg !17
  fence syncscope("workgroup") release, !dbg !18, !mmra !20
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18, !mmra !20
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %18, !dbg !18
  store <2 x i32> %24, ptr addrspace(3) %48, align 8, !dbg !18
  fence syncscope("workgroup") release, !dbg !18, !mmra !20
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18, !mmra !20
  %49 = shl nuw nsw i32 %13, 1, !dbg !18
  %50 = shl nuw nsw i32 %14, 3, !dbg !18
  %51 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %50, !dbg !18
  %52 = getelementptr inbounds nuw i8, ptr addrspace(3) %51, i32 %49, !dbg !18
  %53 = load <1 x half>, ptr addrspace(3) %52, align 2, !dbg !18
  %54 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 64, !dbg !18
  %55 = load <1 x half>, ptr addrspace(3) %54, align 2, !dbg !18
  %56 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 128, !dbg !18
  %57 = load <1 x half>, ptr addrspace(3) %56, align 2, !dbg !18
  %58 = shufflevector <1 x half> %57, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !18
  %59 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 192, !dbg !18
  %60 = load <1 x half>, ptr addrspace(3) %59, align 2, !dbg !18
  %61 = shufflevector <1 x half> %60, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !18
  %62 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 512, !dbg !18
  %63 = load <1 x half>, ptr addrspace(3) %62, align 2, !dbg !18
  %64 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 576, !dbg !18
  %65 = load <1 x half>, ptr addrspace(3) %64, align 2, !dbg !18
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 640, !dbg !18
  %67 = load <1 x half>, ptr addrspace(3) %66, align 2, !dbg !18
  %68 = shufflevector <1 x half> %67, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !18
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 704, !dbg !18
  %70 = load <1 x half>, ptr addrspace(3) %69, align 2, !dbg !18
  %71 = shufflevector <1 x half> %70, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !18
  %72 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 1024, !dbg !18
  %73 = load <1 x half>, ptr addrspace(3) %72, align 2, !dbg !18
  %74 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 1088, !dbg !18
  %75 = load <1 x half>, ptr addrspace(3) %74, align 2, !dbg !18
  %76 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 1152, !dbg !18
  %77 = load <1 x half>, ptr addrspace(3) %76, align 2, !dbg !18
  %78 = shufflevector <1 x half> %77, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !18
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 1216, !dbg !18
  %80 = load <1 x half>, ptr addrspace(3) %79, align 2, !dbg !18
  %81 = shufflevector <1 x half> %80, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !18
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 1536, !dbg !18
  %83 = load <1 x half>, ptr addrspace(3) %82, align 2, !dbg !18
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 1600, !dbg !18
  %85 = load <1 x half>, ptr addrspace(3) %84, align 2, !dbg !18
  %86 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 1664, !dbg !18
  %87 = load <1 x half>, ptr addrspace(3) %86, align 2, !dbg !18
  %88 = shufflevector <1 x half> %87, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !18
  %89 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 1728, !dbg !18
  %90 = load <1 x half>, ptr addrspace(3) %89, align 2, !dbg !18
  %91 = shufflevector <1 x half> %90, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !18
  %92 = shufflevector <1 x half> %53, <1 x half> %55, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !21
  %93 = shufflevector <4 x half> %92, <4 x half> %58, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !21
  %94 = shufflevector <4 x half> %93, <4 x half> %61, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !21
  %95 = shufflevector <1 x half> %63, <1 x half> %65, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !21
  %96 = shufflevector <4 x half> %95, <4 x half> %68, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !21
  %97 = shufflevector <4 x half> %96, <4 x half> %71, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !21
  %98 = shufflevector <1 x half> %73, <1 x half> %75, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !21
  %99 = shufflevector <4 x half> %98, <4 x half> %78, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !21
  %100 = shufflevector <4 x half> %99, <4 x half> %81, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !21
  %101 = shufflevector <1 x half> %83, <1 x half> %85, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !21
  %102 = shufflevector <4 x half> %101, <4 x half> %88, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !21
  %103 = shufflevector <4 x half> %102, <4 x half> %91, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !21
  %104 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %94, <4 x half> %38, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !21
  %105 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %97, <4 x half> %41, <16 x float> %104, i32 0, i32 0, i32 0), !dbg !21
  %106 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %100, <4 x half> %44, <16 x float> %105, i32 0, i32 0, i32 0), !dbg !21
  %107 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %103, <4 x half> %47, <16 x float> %106, i32 0, i32 0, i32 0), !dbg !21
  %108 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !13
  %109 = icmp eq i32 %9, 0, !dbg !13
  %110 = shufflevector <16 x float> %107, <16 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !13
  %111 = select i1 %109, i32 %26, i32 -2147483648, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %110, ptr addrspace(8) %108, i32 %111, i32 0, i32 0), !dbg !13
  %112 = shufflevector <16 x float> %107, <16 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !13
  %113 = or disjoint i32 %26, 32, !dbg !13
  %114 = select i1 %109, i32 %113, i32 -2147483648, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %112, ptr addrspace(8) %108, i32 %114, i32 0, i32 0), !dbg !13
  %115 = shufflevector <16 x float> %107, <16 x float> poison, <4 x i32> <i32 8, i32 9, i32 10, i32 11>, !dbg !13
  %116 = or disjoint i32 %26, 64, !dbg !13
  %117 = select i1 %109, i32 %116, i32 -2147483648, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %115, ptr addrspace(8) %108, i32 %117, i32 0, i32 0), !dbg !13
  %118 = shufflevector <16 x float> %107, <16 x float> poison, <4 x i32> <i32 12, i32 13, i32 14, i32 15>, !dbg !13
  %119 = or disjoint i32 %26, 96, !dbg !13
  %120 = select i1 %109, i32 %119, i32 -2147483648, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %118, ptr addrspace(8) %108, i32 %120, i32 0, i32 0), !dbg !13
  ret void, !dbg !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <2 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v2i32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float>, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

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
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!13 = !DILocation(line: 102, column: 5, scope: !4)
!14 = !DILocation(line: 100, column: 21, scope: !4)
!15 = !DILocation(line: 100, column: 39, scope: !4)
!16 = !DILocation(line: 100, column: 17, scope: !4)
!17 = !DILocation(line: 100, column: 9, scope: !4)
!18 = !DILocation(line: 101, column: 9, scope: !4)
!19 = !DILocation(line: 102, column: 14, scope: !4)
!20 = !{!"amdgpu-synchronize-as", !"local"}
!21 = !DILocation(line: 102, column: 49, scope: !4)
!22 = !DILocation(line: 95, column: 1, scope: !4)
