; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.50-amd-amdhsa"

@global_smem = external addrspace(3) global [0 x i8], align 16

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
  %28 = and i32 %27, 48, !dbg !15
  %29 = xor i32 %28, %18, !dbg !15
  %30 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %29, !dbg !15
  store <2 x i32> %22, ptr addrspace(3) %30, align 8, !dbg !15
  fence syncscope("workgroup") release, !dbg !15, !mmra !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !15
  fence syncscope("workgroup") acquire, !dbg !15, !mmra !18
  %31 = shl nuw nsw i32 %13, 6, !dbg !15
  %32 = and i32 %6, 12, !dbg !15
  %33 = shl nuw nsw i32 %32, 2, !dbg !15
  %34 = lshr exact i32 %14, 1, !dbg !15
  %35 = xor i32 %33, %34, !dbg !15
  %36 = or disjoint i32 %35, %31, !dbg !15
  %37 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %36, !dbg !15
  %38 = load <8 x bfloat>, ptr addrspace(3) %37, align 16, !dbg !15
  %39 = xor i32 %36, 32, !dbg !15
  %40 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %39, !dbg !15
  %41 = load <8 x bfloat>, ptr addrspace(3) %40, align 16, !dbg !15
  fence syncscope("workgroup") release, !dbg !16, !mmra !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !18
  store <2 x i32> %24, ptr addrspace(3) %30, align 8, !dbg !16
  fence syncscope("workgroup") release, !dbg !16, !mmra !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !18
  %42 = shl nuw nsw i32 %32, 4, !dbg !16
  %43 = and i32 %16, 24, !dbg !16
  %44 = shl nuw nsw i32 %6, 1, !dbg !16
  %45 = and i32 %44, 32, !dbg !16
  %46 = icmp eq i32 %14, 0, !dbg !16
  %47 = select i1 %46, i32 0, i32 544, !dbg !16
  %48 = or disjoint i32 %42, %43, !dbg !16
  %49 = xor i32 %47, %45, !dbg !16
  %50 = or disjoint i32 %49, %48, !dbg !16
  %51 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %50, !dbg !16
  %52 = tail call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %51), !dbg !16
  %53 = getelementptr inbounds nuw i8, ptr addrspace(3) %51, i32 1024, !dbg !16
  %54 = tail call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) nonnull %53), !dbg !16
  %55 = xor i32 %50, 272, !dbg !16
  %56 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %55, !dbg !16
  %57 = tail call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) %56), !dbg !16
  %58 = getelementptr inbounds nuw i8, ptr addrspace(3) %56, i32 1024, !dbg !16
  %59 = tail call <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) nonnull %58), !dbg !16
  %60 = shufflevector <4 x bfloat> %52, <4 x bfloat> %57, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !19
  %61 = shufflevector <4 x bfloat> %54, <4 x bfloat> %59, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !19
  %62 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %60, <8 x bfloat> %38, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !19
  %63 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %61, <8 x bfloat> %41, <16 x float> %62, i32 0, i32 0, i32 0), !dbg !19
  %64 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !11
  %65 = icmp eq i32 %9, 0, !dbg !11
  %66 = shufflevector <16 x float> %63, <16 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !11
  %67 = select i1 %65, i32 %26, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %66, ptr addrspace(8) %64, i32 %67, i32 0, i32 0), !dbg !11
  %68 = shufflevector <16 x float> %63, <16 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !11
  %69 = or disjoint i32 %26, 32, !dbg !11
  %70 = select i1 %65, i32 %69, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %68, ptr addrspace(8) %64, i32 %70, i32 0, i32 0), !dbg !11
  %71 = shufflevector <16 x float> %63, <16 x float> poison, <4 x i32> <i32 8, i32 9, i32 10, i32 11>, !dbg !11
  %72 = or disjoint i32 %26, 64, !dbg !11
  %73 = select i1 %65, i32 %72, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %71, ptr addrspace(8) %64, i32 %73, i32 0, i32 0), !dbg !11
  %74 = shufflevector <16 x float> %63, <16 x float> poison, <4 x i32> <i32 12, i32 13, i32 14, i32 15>, !dbg !11
  %75 = or disjoint i32 %26, 96, !dbg !11
  %76 = select i1 %65, i32 %75, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %74, ptr addrspace(8) %64, i32 %76, i32 0, i32 0), !dbg !11
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

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare <4 x bfloat> @llvm.amdgcn.ds.read.tr16.b64.v4bf16(ptr addrspace(3) captures(none)) #6

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat>, <8 x bfloat>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float>, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #8

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
