; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @matmul(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !11
  %8 = lshr i32 %7, 6, !dbg !11
  %9 = and i32 %8, 3, !dbg !11
  %10 = and i32 %6, 63, !dbg !12
  %11 = shl nuw nsw i32 %9, 6, !dbg !12
  %12 = or disjoint i32 %11, %10, !dbg !12
  %13 = and i32 %6, 31, !dbg !12
  %14 = and i32 %6, 32, !dbg !13
  %15 = lshr exact i32 %14, 1, !dbg !13
  %16 = shl nuw nsw i32 %6, 3, !dbg !13
  %17 = and i32 %16, 56, !dbg !13
  %18 = shl nuw nsw i32 %12, 3, !dbg !14
  %19 = and i32 %18, 1984, !dbg !14
  %20 = or disjoint i32 %19, %17, !dbg !14
  %21 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !15
  %22 = tail call <2 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v2i32(ptr addrspace(8) %21, i32 %20, i32 0, i32 0), !dbg !15
  %23 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !16
  %24 = tail call <2 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v2i32(ptr addrspace(8) %23, i32 %20, i32 0, i32 0), !dbg !16
  %25 = shl nuw nsw i32 %13, 7, !dbg !17
  %26 = or disjoint i32 %25, %15, !dbg !17
  %27 = lshr i32 %12, 1, !dbg !15
  %28 = and i32 %27, 56, !dbg !15
  %29 = xor i32 %28, %18, !dbg !15
  %30 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %29, !dbg !15
  store <2 x i32> %22, ptr addrspace(3) %30, align 8, !dbg !15
  fence syncscope("workgroup") release, !dbg !15, !mmra !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !15
  fence syncscope("workgroup") acquire, !dbg !15, !mmra !18
  %31 = shl nuw nsw i32 %13, 6, !dbg !15
  %32 = shl nuw nsw i32 %6, 2, !dbg !15
  %33 = and i32 %32, 56, !dbg !15
  %34 = lshr exact i32 %14, 2, !dbg !15
  %35 = xor i32 %33, %34, !dbg !15
  %36 = or disjoint i32 %35, %31, !dbg !15
  %37 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %36, !dbg !15
  %38 = load <4 x i16>, ptr addrspace(3) %37, align 8, !dbg !15
  %39 = xor i32 %36, 16, !dbg !15
  %40 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %39, !dbg !15
  %41 = load <4 x i16>, ptr addrspace(3) %40, align 8, !dbg !15
  %42 = xor i32 %36, 32, !dbg !15
  %43 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %42, !dbg !15
  %44 = load <4 x i16>, ptr addrspace(3) %43, align 8, !dbg !15
  %45 = xor i32 %36, 48, !dbg !15
  %46 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %45, !dbg !15
  %47 = load <4 x i16>, ptr addrspace(3) %46, align 8, !dbg !15
  fence syncscope("workgroup") release, !dbg !16, !mmra !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !18
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %18, !dbg !16
  store <2 x i32> %24, ptr addrspace(3) %48, align 8, !dbg !16
  fence syncscope("workgroup") release, !dbg !16, !mmra !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !18
  %49 = shl nuw nsw i32 %13, 1, !dbg !16
  %50 = shl nuw nsw i32 %14, 3, !dbg !16
  %51 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %50, !dbg !16
  %52 = getelementptr inbounds nuw i8, ptr addrspace(3) %51, i32 %49, !dbg !16
  %53 = load <1 x i16>, ptr addrspace(3) %52, align 2, !dbg !16
  %54 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 64, !dbg !16
  %55 = load <1 x i16>, ptr addrspace(3) %54, align 2, !dbg !16
  %56 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 128, !dbg !16
  %57 = load <1 x i16>, ptr addrspace(3) %56, align 2, !dbg !16
  %58 = shufflevector <1 x i16> %57, <1 x i16> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !16
  %59 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 192, !dbg !16
  %60 = load <1 x i16>, ptr addrspace(3) %59, align 2, !dbg !16
  %61 = shufflevector <1 x i16> %60, <1 x i16> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !16
  %62 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 512, !dbg !16
  %63 = load <1 x i16>, ptr addrspace(3) %62, align 2, !dbg !16
  %64 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 576, !dbg !16
  %65 = load <1 x i16>, ptr addrspace(3) %64, align 2, !dbg !16
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 640, !dbg !16
  %67 = load <1 x i16>, ptr addrspace(3) %66, align 2, !dbg !16
  %68 = shufflevector <1 x i16> %67, <1 x i16> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !16
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 704, !dbg !16
  %70 = load <1 x i16>, ptr addrspace(3) %69, align 2, !dbg !16
  %71 = shufflevector <1 x i16> %70, <1 x i16> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !16
  %72 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 1024, !dbg !16
  %73 = load <1 x i16>, ptr addrspace(3) %72, align 2, !dbg !16
  %74 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 1088, !dbg !16
  %75 = load <1 x i16>, ptr addrspace(3) %74, align 2, !dbg !16
  %76 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 1152, !dbg !16
  %77 = load <1 x i16>, ptr addrspace(3) %76, align 2, !dbg !16
  %78 = shufflevector <1 x i16> %77, <1 x i16> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !16
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 1216, !dbg !16
  %80 = load <1 x i16>, ptr addrspace(3) %79, align 2, !dbg !16
  %81 = shufflevector <1 x i16> %80, <1 x i16> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !16
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 1536, !dbg !16
  %83 = load <1 x i16>, ptr addrspace(3) %82, align 2, !dbg !16
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 1600, !dbg !16
  %85 = load <1 x i16>, ptr addrspace(3) %84, align 2, !dbg !16
  %86 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 1664, !dbg !16
  %87 = load <1 x i16>, ptr addrspace(3) %86, align 2, !dbg !16
  %88 = shufflevector <1 x i16> %87, <1 x i16> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !16
  %89 = getelementptr inbounds nuw i8, ptr addrspace(3) %52, i32 1728, !dbg !16
  %90 = load <1 x i16>, ptr addrspace(3) %89, align 2, !dbg !16
  %91 = shufflevector <1 x i16> %90, <1 x i16> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !16
  %92 = shufflevector <1 x i16> %53, <1 x i16> %55, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !19
  %93 = shufflevector <4 x i16> %92, <4 x i16> %58, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !19
  %94 = shufflevector <4 x i16> %93, <4 x i16> %61, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !19
  %95 = shufflevector <1 x i16> %63, <1 x i16> %65, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !19
  %96 = shufflevector <4 x i16> %95, <4 x i16> %68, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !19
  %97 = shufflevector <4 x i16> %96, <4 x i16> %71, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !19
  %98 = shufflevector <1 x i16> %73, <1 x i16> %75, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !19
  %99 = shufflevector <4 x i16> %98, <4 x i16> %78, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !19
  %100 = shufflevector <4 x i16> %99, <4 x i16> %81, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !19
  %101 = shufflevector <1 x i16> %83, <1 x i16> %85, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !19
  %102 = shufflevector <4 x i16> %101, <4 x i16> %88, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !19
  %103 = shufflevector <4 x i16> %102, <4 x i16> %91, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !19
  %104 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16> %94, <4 x i16> %38, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !19
  %105 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16> %97, <4 x i16> %41, <16 x float> %104, i32 0, i32 0, i32 0), !dbg !19
  %106 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16> %100, <4 x i16> %44, <16 x float> %105, i32 0, i32 0, i32 0), !dbg !19
  %107 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16> %103, <4 x i16> %47, <16 x float> %106, i32 0, i32 0, i32 0), !dbg !19
  %108 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !11
  %109 = icmp eq i32 %9, 0, !dbg !11
  %110 = shufflevector <16 x float> %107, <16 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !11
  %111 = select i1 %109, i32 %26, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %110, ptr addrspace(8) %108, i32 %111, i32 0, i32 0), !dbg !11
  %112 = shufflevector <16 x float> %107, <16 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !11
  %113 = or disjoint i32 %26, 32, !dbg !11
  %114 = select i1 %109, i32 %113, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %112, ptr addrspace(8) %108, i32 %114, i32 0, i32 0), !dbg !11
  %115 = shufflevector <16 x float> %107, <16 x float> poison, <4 x i32> <i32 8, i32 9, i32 10, i32 11>, !dbg !11
  %116 = or disjoint i32 %26, 64, !dbg !11
  %117 = select i1 %109, i32 %116, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %115, ptr addrspace(8) %108, i32 %117, i32 0, i32 0), !dbg !11
  %118 = shufflevector <16 x float> %107, <16 x float> poison, <4 x i32> <i32 12, i32 13, i32 14, i32 15>, !dbg !11
  %119 = or disjoint i32 %26, 96, !dbg !11
  %120 = select i1 %109, i32 %119, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %118, ptr addrspace(8) %108, i32 %120, i32 0, i32 0), !dbg !11
  ret void, !dbg !20
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
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16>, <4 x i16>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #6

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
!6 = !{null, !7, !7, !9, !7, !7}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DILocation(line: 102, column: 5, scope: !4)
!12 = !DILocation(line: 100, column: 21, scope: !4)
!13 = !DILocation(line: 100, column: 39, scope: !4)
!14 = !DILocation(line: 100, column: 17, scope: !4)
!15 = !DILocation(line: 100, column: 9, scope: !4)
!16 = !DILocation(line: 101, column: 9, scope: !4)
!17 = !DILocation(line: 102, column: 14, scope: !4)
!18 = !{!"amdgpu-synchronize-as", !"local"}
!19 = !DILocation(line: 102, column: 49, scope: !4)
!20 = !DILocation(line: 95, column: 1, scope: !4)
